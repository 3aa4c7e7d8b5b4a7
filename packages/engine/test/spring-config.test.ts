import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scan } from '../src/scan.js';
import type { Finding } from '../src/types.js';
import { makeTree, removeTree } from './helpers.js';

const MAPPER = `<?xml version="1.0" encoding="UTF-8"?>
<mapper namespace="com.acme.ItemMapper">
  <!-- an example: \${notReported} -->
  <select id="sorted" resultType="map">
    SELECT * FROM items ORDER BY \${column}
  </select>
  <select id="owned" resultType="map">
    SELECT * FROM items WHERE owner = #{owner}
  </select>
  <insert id="add">
    <![CDATA[ INSERT INTO \${table} (name) VALUES (#{name}) ]]>
  </insert>
</mapper>
`;

describe('Spring Boot configuration and MyBatis mappers', () => {
  let dir = '';
  let found: Finding[] = [];
  beforeAll(async () => {
    dir = makeTree({
      'a/src/main/resources/application.properties':
        'spring.application.name=a\nmanagement.endpoints.web.exposure.include=*\n',
      'b/src/main/resources/application.properties':
        'management.endpoints.web.exposure.include=health,info,prometheus\n',
      'c/src/main/resources/application.properties':
        'management.endpoints.web.exposure.include=*\nmanagement.server.address=127.0.0.1\n',
      'd/config/app.yml':
        'management:\n  endpoints:\n    web:\n      exposure:\n        include: [health, heapdump]\n---\nmanagement.endpoints.web.exposure.include: env\n',
      'e/config/app.yml':
        'management:\n  endpoints:\n    web:\n      exposure:\n        include: "*"\n        exclude: "*"\n',
      'f/src/main/resources/mapper/ItemMapper.xml': MAPPER,
      'g/pom.xml': '<project><properties><x>${project.version}</x></properties></project>\n',
    });
    found = (await scan({ root: dir, jobs: 1 })).findings;
  });
  afterAll(() => removeTree(dir));
  const at = (rule: string) =>
    found
      .filter((f) => f.ruleId === rule)
      .map((f) => `${f.file}:${f.startLine}`)
      .sort();

  it('reports every endpoint or a sensitive one exposed, not health and info or a loopback server', () => {
    expect(at('java.actuator-exposed')).toEqual([
      'a/src/main/resources/application.properties:2',
      'd/config/app.yml:5',
      'd/config/app.yml:7',
    ]);
    expect(found.find((f) => f.ruleId === 'java.actuator-exposed')?.language).toBe('java');
  });
  it('reports ${} in the statements of a mapper, not #{} nor comments nor other XML', () => {
    expect(at('java.mybatis-interpolation')).toEqual([
      'f/src/main/resources/mapper/ItemMapper.xml:11',
      'f/src/main/resources/mapper/ItemMapper.xml:5',
    ]);
  });
});
