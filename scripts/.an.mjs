import * as esbuild from 'esbuild';
const entry = process.argv[2];
const r = await esbuild.build({ entryPoints: [entry], bundle: true, minify: true, format: 'esm', write: false, metafile: true, external: ['react','react-dom','react/jsx-runtime','react-dom/client'], platform: 'browser', tsconfigRaw: '{}', outdir: '/tmp/an-out' , splitting: true});
const outs = r.metafile.outputs;
for (const [k,v] of Object.entries(outs)) { if (k.endsWith('.map')) continue; console.log(k, v.bytes); const ins = Object.entries(v.inputs).sort((a,b)=>b[1].bytesInOutput-a[1].bytesInOutput).slice(0,12); for (const [i,x] of ins) console.log('   ', x.bytesInOutput, i.replace('/work/main/','')); }
