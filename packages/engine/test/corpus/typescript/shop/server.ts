import express from 'express';
import serveIndex from 'serve-index';
import path from 'node:path';

// the shop's server: public assets are served, the back-office folders are not

const app = express();

app.use(express.static(path.resolve('frontend/dist/shop')));
// vigil-ok: js.directory-listing
app.use('/assets', express.static('public/assets'));

// the FTP drop (order confirmations, backups) listed for anyone
// vigil: js.directory-listing
app.use('/ftp', serveIndex('ftp', { icons: true }));
// vigil: js.directory-listing
app.use('/ftp', express.static('ftp'));
// vigil: js.directory-listing
app.use('/support/logs', serveIndex('logs', { icons: true, view: 'details' }));
// vigil: js.directory-listing
app.use('/support/logs', express.static('logs/'));
// vigil: js.directory-listing
app.use('/encryptionkeys', serveIndex('encryptionkeys', { icons: false }));
// vigil: js.directory-listing
app.use('/keys', express.static(path.join(__dirname, 'encryptionkeys')));
// vigil: js.directory-listing
app.use('/backup', express.static(path.resolve('data/backups')));

// a single public file by name, from a folder of public downloads
app.get('/downloads/:file', (req, res) => {
  // vigil-ok: js.path-traversal
  res.sendFile(path.basename(req.params.file), { root: path.resolve('public/downloads') });
});

app.listen(3000);
