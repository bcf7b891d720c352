import sharp from 'sharp';
import fs from 'node:fs';
const names = [...new Set(fs.readdirSync('/tmp/shots').filter((f) => f.endsWith('-before.png')).map((f) => f.replace('-before.png', '')))];
for (const name of names) {
  const a = sharp(`/tmp/shots/${name}-before.png`);
  const b = sharp(`/tmp/shots/${name}-after.png`);
  const [ma, mb] = [await a.metadata(), await b.metadata()];
  if (ma.width !== mb.width || ma.height !== mb.height) { console.log(name, 'SIZE', ma.width, ma.height, mb.width, mb.height); continue; }
  const [ra, rb] = [await a.raw().toBuffer(), await b.raw().toBuffer()];
  let diff = 0; let firstRow = -1;
  for (let i = 0; i < ra.length; i += ma.channels!) {
    if (Math.abs(ra[i]! - rb[i]!) + Math.abs(ra[i+1]! - rb[i+1]!) + Math.abs(ra[i+2]! - rb[i+2]!) > 30) { diff++; if (firstRow < 0) firstRow = Math.floor(i / ma.channels! / ma.width!); }
  }
  console.log(name, diff, 'px differ', firstRow >= 0 ? `from row ${firstRow}` : '');
}
