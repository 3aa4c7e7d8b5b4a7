// The user menu of a web file manager: a script read from the folder being browsed.
import express from 'express';
import {readFile} from 'node:fs/promises';
import path from 'node:path';

const router = express.Router();

router.get('/api/v1/user-menu', async (req, res) => {
    const {dir} = req.query;
    const menuPath = path.join(dir, '.menu.js');
    let source;
    try {
        // vigil: js.path-traversal
        source = await readFile(menuPath, 'utf8');
    } catch (e) {
        // vigil: js.xss
        return res
            .status(404)
            .send(`no menu in ${dir}`);
    }
    // vigil-ok: js.xss
    return res
        .type('js')
        .send(`// ${dir}\n${source}`);
});

export default router;
