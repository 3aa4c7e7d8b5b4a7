import { Controller, Get, Post, Query, Param, Body, Res } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PrismaClient } from '@prisma/client';
import { exec } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { Response } from 'express';

const prisma = new PrismaClient();

@Controller('invoices')
export class InvoicesController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('search')
  async search(@Query('customer') customer: string) {
    // vigil: js.sql-injection
    return this.dataSource.query(`SELECT * FROM invoices WHERE customer = '${customer}'`);
  }

  @Get('search-safe')
  async searchSafe(@Query('customer') customer: string) {
    // vigil-ok: js.sql-injection
    return this.dataSource.query('SELECT * FROM invoices WHERE customer = $1', [customer]);
  }

  @Get('by-status')
  async byStatus(@Query('status') status: string) {
    // vigil: js.sql-injection
    return this.dataSource
      .getRepository('Invoice')
      .createQueryBuilder('i')
      .where(`i.status = '${status}'`)
      .getMany();
  }

  @Get('totals')
  async totals(@Query('year') year: string) {
    // vigil: js.sql-injection
    return prisma.$queryRawUnsafe(`SELECT sum(total) FROM invoices WHERE year = ${year}`);
  }

  @Post('archive')
  async archive(@Body('table') table: string) {
    // vigil: js.sql-injection
    return prisma.$executeRawUnsafe('DELETE FROM ' + table + ' WHERE archived');
  }

  @Get('totals-safe')
  async totalsSafe(@Query('year') year: string) {
    // vigil-ok: js.sql-injection
    return prisma.$queryRaw`SELECT sum(total) FROM invoices WHERE year = ${year}`;
  }

  @Get('pdf/:name')
  pdf(@Param('name') name: string, @Res() res: Response) {
    // vigil: js.path-traversal
    const data = fs.readFileSync(path.join('/srv/invoices', name));
    // vigil-ok: js.path-traversal
    const safe = fs.readFileSync(path.join('/srv/invoices', path.basename(name)));
    res.send(Buffer.concat([data, safe]));
  }

  @Post('render')
  render(@Body('printer') printer: string) {
    // vigil: js.command-injection
    exec(`lpr -P ${printer} /tmp/invoice.pdf`);
  }

  @Get('back')
  back(@Query('next') next: string, @Res() res: Response) {
    // vigil: js.open-redirect
    res.redirect(next);
  }

  @Get('preview')
  preview(@Query('title') title: string, @Res() res: Response) {
    // vigil: js.xss
    res.send(`<h1>${title}</h1>`);
  }
}
