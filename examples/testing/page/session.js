// The page's session: here the member's token in sessionStorage (the test puts one there).
window.CMWidgets.configure({ getAccessToken: () => sessionStorage.getItem('token') });
