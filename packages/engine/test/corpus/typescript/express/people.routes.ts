import { Router, type Request, type Response } from 'express';
import { Client, EqualityFilter } from 'ldapts';
import * as xpath from 'xpath';
import { DOMParser } from '@xmldom/xmldom';
import { readFileSync } from 'node:fs';

// People search for the intranet: accounts from the directory, desks from the floor plan XML.
const directory = new Client({ url: 'ldaps://ldap.corp.example' });
const floorPlan = new DOMParser().parseFromString(readFileSync('/srv/floor/plan.xml', 'utf8'), 'text/xml');
export const people = Router();

people.get('/people/by-login', async (req: Request, res: Response) => {
  const login = String(req.query.login);
  // vigil: js.ldap-injection
  const { searchEntries } = await directory.search('ou=staff,dc=corp,dc=example', { filter: `(uid=${login})` });
  // vigil-ok: js.ldap-injection
  const exact = await directory.search('ou=staff,dc=corp,dc=example', {
    filter: new EqualityFilter({ attribute: 'uid', value: login }),
  });
  res.json({ found: searchEntries.length + exact.searchEntries.length });
});

people.get('/people/in-unit', async (req: Request, res: Response) => {
  // vigil: js.ldap-injection
  const { searchEntries } = await directory.search(`ou=${req.query.unit},dc=corp,dc=example`, { filter: '(objectClass=person)' });
  res.json({ found: searchEntries.length });
});

people.get('/people/desk', (req: Request, res: Response) => {
  const name = String(req.query.name);
  // vigil: js.xpath-injection
  const desks = xpath.select(`//desk[@owner='${name}']`, floorPlan as unknown as Node);
  // vigil-ok: js.xpath-injection
  const same = xpath.parse('//desk[@owner=$owner]').select({ node: floorPlan as unknown as Node, variables: { owner: name } });
  res.json({ desks: (desks as Node[]).length + same.length });
});
