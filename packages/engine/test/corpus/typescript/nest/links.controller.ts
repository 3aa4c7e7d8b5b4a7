import { Controller, Get, Param, Query, Redirect } from '@nestjs/common';

const PARTNERS: Record<string, string> = { carrier: 'https://track.example-carrier.com', bank: 'https://pay.example-bank.com' };

@Controller('links')
export class LinksController {
  @Get('out')
  @Redirect('https://shop.example.com', 302)
  out(@Query('to') to: string) {
    // vigil: js.open-redirect
    return { url: to };
  }

  @Get('partner/:name')
  @Redirect('https://shop.example.com', 302)
  partner(@Param('name') name: string) {
    // vigil-ok: js.open-redirect
    return { url: PARTNERS[name] ?? 'https://shop.example.com' };
  }
}
