/** The API base the mock handlers answer on by default (its own module: no MSW behind it). */
export const MOCK_API_BASE = 'http://localhost:8000';
