import { Body, Controller, Post } from '@nestjs/common';
import { SettingsService } from './settings.service';

@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Post()
  update(@Body() body: { section: string; key: string; value: unknown }): void {
    this.settings.update(body.section, body.key, body.value);
  }

  @Post('subject')
  subject(@Body() body: { template: string; number: string; customer: string }): string {
    return this.settings.renderSubject(body.template, { number: body.number, customer: body.customer });
  }

  @Post('subject-safe')
  subjectSafe(@Body() body: { number: string; customer: string }): string {
    // vigil-ok: js.template-injection
    return this.settings.renderSubjectSafe({ number: body.number, customer: body.customer });
  }

  @Post('formula')
  formula(@Body() body: { formula: string }): unknown {
    return this.settings.evaluate(body.formula, { total: 10, tax: 2 });
  }
}
