import { BadRequestException, Body, Controller, Get, Param, Post, Query, Redirect, Res } from '@nestjs/common';
import type { Response } from 'express';
import { createReadStream } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { execFile, exec } from 'node:child_process';
import { DataSource } from 'typeorm';
import { HttpService } from '@nestjs/axios';
import { firstValueFrom } from 'rxjs';

const STORAGE = resolve('/srv/storage');
const ALLOWED_MIRRORS = ['https://mirror-a.example.com', 'https://mirror-b.example.com'] as const;
const ENABLE_SHELL_PREVIEW = false;

@Controller('files')
export class FilesController {
  constructor(
    private readonly db: DataSource,
    private readonly http: HttpService,
  ) {}

  @Get('download')
  download(@Query('path') p: string, @Res() res: Response): void {
    // vigil: js.path-traversal
    createReadStream(join(STORAGE, p)).pipe(res);
  }

  @Get('download-safe')
  downloadSafe(@Query('path') p: string, @Res() res: Response): void {
    const full = resolve(STORAGE, normalize(p));
    if (!full.startsWith(STORAGE + sep)) throw new BadRequestException();
    // vigil-ok: js.path-traversal
    createReadStream(full).pipe(res);
  }

  @Get('owners')
  async owners(@Query('name') name: string) {
    // vigil: js.sql-injection
    return this.db.query(`SELECT id FROM file_owner WHERE name = '${name}'`);
  }

  @Get('owners-safe')
  async ownersSafe(@Query('name') name: string) {
    // vigil-ok: js.sql-injection
    return this.db.query('SELECT id FROM file_owner WHERE name = $1', [name]);
  }

  @Get('owners-qb')
  async ownersQb(@Query('name') name: string, @Query('order') order: string) {
    const dir = order === 'asc' ? 'ASC' : 'DESC';
    // vigil-ok: js.sql-injection
    const rows = await this.db.createQueryBuilder().select('o.id').from('file_owner', 'o').where('o.name = :name', { name }).orderBy('o.id', dir).getRawMany();
    // vigil: js.sql-injection
    const more = await this.db.createQueryBuilder().select('o.id').from('file_owner', 'o').where(`o.name = '${name}'`).getRawMany();
    return [...rows, ...more];
  }

  @Post('thumbnail')
  thumbnail(@Body() body: { file: string; size: string }): Promise<string> {
    if (ENABLE_SHELL_PREVIEW) {
      // vigil-ok: js.command-injection
      exec(`convert ${body.file} -thumbnail ${body.size} /tmp/preview.png`);
    }
    const size = /^\d{2,4}x\d{2,4}$/.test(body.size) ? body.size : '128x128';
    return new Promise((ok, fail) =>
      // vigil-ok: js.command-injection
      execFile('convert', [join(STORAGE, body.file), '-thumbnail', size, '/tmp/preview.png'], (err) => (err ? fail(err) : ok('done'))),
    );
  }

  @Post('checksum')
  checksum(@Body('file') file: string): Promise<string> {
    return new Promise((ok) =>
      // vigil: js.command-injection
      exec('sha256sum ' + STORAGE + '/' + file, (_err, stdout) => ok(stdout)),
    );
  }

  @Get('mirror')
  async mirror(@Query('base') base: string, @Query('file') file: string) {
    // vigil: js.ssrf
    const r = await firstValueFrom(this.http.get(`${base}/${encodeURIComponent(file)}`));
    return r.status;
  }

  @Get('mirror-safe')
  async mirrorSafe(@Query('mirror') idx: string, @Query('file') file: string) {
    const base = ALLOWED_MIRRORS[Number(idx) === 1 ? 1 : 0];
    // vigil-ok: js.ssrf
    const r = await firstValueFrom(this.http.get(`${base}/files/${encodeURIComponent(file)}`));
    return r.status;
  }

  @Get('go/:id')
  @Redirect('/files', 302)
  go(@Param('id') id: string, @Query('next') next?: string) {
    // vigil: js.open-redirect
    return { url: next ?? `/files/${id}` };
  }
}
