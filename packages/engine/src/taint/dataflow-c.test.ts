/** Dataflow features of the taint engine on small C and C++ programs. */
import { describe, expect, it } from 'vitest';
import type { LanguageId } from '../types.js';
import { scanProject, scanSnippet } from './testing.js';

/** Findings' lines, and the lines marked `/*!*\/` (expected) in the source. */
function check(
  src: string,
  language: LanguageId = 'c',
  rule?: string,
): { found: string[]; want: string[] } {
  const found = scanSnippet(language, src)
    .filter((f) => !rule || f.ruleId === rule)
    .map((f) => `${f.startLine}:${f.ruleId}`);
  const want: string[] = [];
  src.split('\n').forEach((l, i) => {
    const m = /\/\*!(\S*)\*\//.exec(l);
    if (m) want.push(`${i + 1}:c.${m[1] || 'command-injection'}`);
  });
  return { found: [...new Set(found)].sort(), want: want.sort() };
}

const HEAD = '#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n';

describe('c dataflow', () => {
  it('out-parameters: readers taint their buffer, copies move taint, constants replace it', () => {
    const src = `${HEAD}
void f(int sock) {
  char buf[64] = "ls ";
  char *data = buf;
  size_t n = strlen(data);
  if (fgets(data + n, (int)(64 - n), stdin) != NULL) data[strlen(data) - 1] = 0;
  system(data); /*!*/
  char dst[64];
  strcpy(dst, data);
  system(dst); /*!*/
  strcpy(dst, "id");
  system(dst);
  char b2[64];
  recv(sock, b2, 63, 0);
  snprintf(dst, sizeof dst, "echo %s", b2);
  system(dst); /*!*/
  printf(b2); /*!format-string*/
  printf("%s", b2);
  int k = 0;
  sscanf(b2, "%d", &k);
  int tbl[4];
  tbl[k] = 1; /*!unchecked-index*/
  if (k >= 0 && k < 4) tbl[k] = 2;
}
`;
    const r = check(src);
    expect(r.found).toEqual(r.want);
  });

  it('constant folding: literals, static constants, never-written statics, constant functions, macros', () => {
    const src = `${HEAD}#define OFF 0
#define ARG data
static const int FIVE = 5;
static int five = 5;
static int yes(void) { return 1; }
static int no(void) { return 0; }
void f(void) {
  char *data = getenv("X");
  if (0) system(data);
  if (OFF) system(data);
  if (FIVE != 5) system(data);
  if (five == 6) system(data);
  if (no()) system(data);
  if (yes()) system(ARG); /*!*/
  while (1) { system(data); /*!*/ break; }
  switch (3) { case 2: system(data); break; case 3: printf(data); /*!format-string*/ break; }
}
`;
    const r = check(src);
    expect(r.found).toEqual(r.want);
  });

  it('structs, unions, arrays, pointers to pointers, function pointers, globals, helpers', () => {
    const src = `${HEAD}typedef struct { char *a; char *b; } pair;
typedef union { char *x; char *y; } cell;
static char *g;
static void sink_pair(pair p) { system(p.a); /*!*/ }
static void sink_global(void) { system(g); /*!*/ }
static void fill(char *out) { fgets(out, 32, stdin); }
static char *ret(char *s) { return s; }
void f(void) {
  char *data = getenv("X");
  pair p; p.a = data; p.b = "k";
  sink_pair(p);
  cell c; c.x = data;
  system(c.y); /*!*/
  char *arr[2]; arr[0] = "k"; arr[1] = data;
  system(arr[0]);
  system(arr[1]); /*!*/
  char *d2 = NULL;
  char **pp = &d2;
  *pp = data;
  system(d2); /*!*/
  void (*fp)(pair) = sink_pair;
  (*fp)(p);
  g = data;
  sink_global();
  char own[32];
  fill(own);
  printf(ret(own)); /*!format-string*/
}
`;
    const r = check(src);
    expect(r.found).toEqual(r.want);
  });

  it('bounds checks sanitise indexes and allocation sizes', () => {
    const src = `${HEAD}
void f(void) {
  int n = atoi(getenv("N"));
  char *a = malloc(n * sizeof(char)); /*!unchecked-alloc-size*/
  if (n > 10) {
    a = malloc(n); /*!unchecked-alloc-size*/
  }
  if (n < 100) a = malloc(n);
  int t[8];
  if (n >= 8) return;
  a = malloc(n);
  t[n] = 0; /*!unchecked-index*/
  int m = atoi(getenv("M"));
  if (m < 0 || m >= 8) return;
  t[m] = 1;
}
`;
    const r = check(src);
    expect(r.found).toEqual(r.want);
  });

  it('C++: std::cin, std::getline, std::string building, streams', () => {
    const src = `#include <iostream>
#include <fstream>
#include <string>
void f() {
  std::string a, b;
  std::cin >> a;
  std::getline(std::cin, b);
  std::string cmd = "ls " + a;
  std::system(cmd.c_str()); /*!*/
  std::string c = "cat ";
  c += b;
  system(c.c_str()); /*!*/
  std::string k = "uptime";
  system(k.c_str());
  std::ifstream in(b); /*!path-traversal*/
  std::ofstream out;
  out.open("/tmp/log.txt");
}
`;
    const r = check(src, 'cpp');
    expect(r.found).toEqual(r.want);
  });

  it('command line arguments of main are sources; a file without sources yields nothing', () => {
    const main = `${HEAD}int main(int argc, char **argv) {\n  system(argv[1]); /*!*/\n  system("id");\n  return 0;\n}\n`;
    const r = check(main);
    expect(r.found).toEqual(r.want);
    expect(scanSnippet('c', `${HEAD}void g(char *s) { system(s); printf(s); }\n`)).toEqual([]);
  });

  it('cross-file: functions declared by a prototype and defined in another file of the directory', () => {
    const a = `${HEAD}void run(char *c);\nchar *input(char *b);\nvoid f(void) {\n  char buf[64] = "";\n  run(fgets(buf, 64, stdin));\n  run("id");\n  char b2[64] = "";\n  system(input(b2));\n}\n`;
    const b = `${HEAD}void run(char *c) {\n  system(c);\n}\nchar *input(char *b) {\n  fgets(b, 64, stdin);\n  return b;\n}\n`;
    const found = scanProject([
      { path: 'prog/a.c', language: 'c', source: a },
      { path: 'prog/b.c', language: 'c', source: b },
    ]);
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`))].sort()).toEqual([
      'prog/a.c:11:c.command-injection',
      'prog/b.c:5:c.command-injection',
    ]);
  });

  it('cross-file: a function pointer set to a function of another file', () => {
    const a = `${HEAD}void run(char *c);
void f(void) {
  char buf[64] = "";
  void (*fp)(char *) = run;
  fgets(buf, 64, stdin);
  fp(buf);
}
void g(void) {
  void (*fp)(char *) = run;
  fp("id");
}
`;
    const b = `${HEAD}void run(char *c) {
  system(c);
}
`;
    const found = scanProject([
      { path: 'p/a.c', language: 'c', source: a },
      { path: 'p/b.c', language: 'c', source: b },
    ]);
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`))]).toEqual([
      'p/b.c:5:c.command-injection',
    ]);
  });

  it('raw reads are input on standard input and sockets only; NULL tests of rejecting calls guard', () => {
    const src = `${HEAD}#include <unistd.h>
void f(int lsock, int cfg) {
  char a[64], b[64], c[64], d[64];
  read(0, a, 63);
  system(a); /*!*/
  int s = accept(lsock, 0, 0);
  read(s, b, 63);
  system(b); /*!*/
  read(cfg, c, 63);
  system(c);
  fread(d, 1, 63, stdin);
  printf(d); /*!format-string*/
}
void g(void) {
  char n[64];
  fgets(n, 64, stdin);
  fopen(n, "r"); /*!path-traversal*/
  if (strstr(n, "..") == NULL && strchr(n, '/') == NULL) fopen(n, "r");
  if (strchr(n, '.') != NULL) return;
  fopen(n, "r"); /*!path-traversal*/
  if (strstr(n, "..")) return;
  fopen(n, "w");
}
`;
    const r = check(src);
    expect(r.found).toEqual(r.want);
  });
  it('divisors and copy lengths from input, checks against zero and bounds; a function stored in a pointer and called', () => {
    const src = `${HEAD}
static void sink(char *s) { system(s); /*!*/ }
void f(void) {
  char in[32] = "";
  int d = 0;
  if (fgets(in, 32, stdin) != NULL) d = atoi(in);
  printf("%d", 10 / d); /*!divide-by-zero*/
  if (d != 0) printf("%d", 10 % d);
  if (0) printf("%d", 10 / d);
  char dst[8];
  memcpy(dst, in, d); /*!unchecked-copy-size*/
  if (d >= 0 && d < 8) memcpy(dst, in, d);
  void (*fp)(char *) = sink;
  fp(in);
}
`;
    const r = check(src);
    expect(r.found).toEqual(r.want);
  });
  it('integer arithmetic on input that can wrap, range checks in the direction of the arithmetic, constants and rand()', () => {
    const src = `${HEAD}#include <limits.h>
void f(void) {
  char in[32] = "";
  int d = 0;
  if (fgets(in, 32, stdin) != NULL) d = atoi(in);
  printf("%d", d + 1); /*!integer-overflow*/
  if (d > 0) printf("%d", d * 2); /*!integer-overflow*/
  if (d < INT_MAX) printf("%d", d + 1);
  if (d <= 0x7fff) d += 10;
  char *p = in;
  p = p + 1;
  printf("%c", in[0] - '0');
}
void g(FILE *f) {
  long v = 0;
  fscanf(f, "%ld", &v);
  if (v < LONG_MAX) v--; /*!integer-overflow*/
  if (v > LONG_MIN) printf("%ld", v - 1);
  int r = rand();
  r++;
  int k = 5;
  k++;
}
`;
    const r = check(src);
    expect(r.found).toEqual(r.want);
  });
  it('a check against zero holds inside its branch only: the paths rejoin with the input divisor', () => {
    const src = `${HEAD}
void f(void) {
  char in[32] = "";
  int d = 0;
  if (fgets(in, 32, stdin) != NULL) d = atoi(in);
  if (d != 0) {
    printf("%d", 10 / d);
  }
  printf("%d", 10 % d); /*!divide-by-zero*/
}
void g(void) {
  char in[32] = "";
  int d = 0;
  if (fgets(in, 32, stdin) != NULL) d = atoi(in);
  if (d == 0) return;
  printf("%d", 10 / d);
  int e = atoi(in);
  if (e == 0) e = 1;
  printf("%d", 10 / e);
}
`;
    const r = check(src);
    expect(r.found).toEqual(r.want);
  });
  it('a loop writing element by element up to a bound from input copies that many elements', () => {
    const src = `${HEAD}
void f(void) {
  char in[32] = "";
  int n = 0, i;
  int dest[10];
  if (fgets(in, 32, stdin) != NULL) n = atoi(in);
  for (i = 0; i < n; i++) dest[i] = 0; /*!unchecked-copy-size*/
  for (i = 0; n > i; i++) {
    dest[i] = 1; /*!unchecked-copy-size*/
  }
  if (n <= 10) for (i = 0; i < n; i++) dest[i] = 2;
  for (i = 0; i < 10; i++) dest[i] = n;
  int *p = (int *)malloc(n * sizeof(int));
  if (p) for (i = 0; i < n; i++) p[i] = 0;
  printf("%d", dest[0]);
}
`;
    const r = check(src, 'c', 'c.unchecked-copy-size');
    expect(r.found).toEqual(r.want);
  });
  it('cross-file: a number read in one file reaches a division, index, allocation and copy in another', () => {
    const a = `${HEAD}void scale(int n);
void scale_checked(int n);
void f(void) {
  char in[32] = "";
  int n = 0;
  if (fgets(in, 32, stdin) != NULL) n = atoi(in);
  scale(n);
  scale_checked(n);
  scale(8);
}
`;
    const b = `${HEAD}void scale(int n) {
  int tbl[8] = {0};
  char dst[8];
  char src[64] = {0};
  printf("%d", 100 / n);
  tbl[n] = 1;
  char *p = (char *)malloc(n);
  memcpy(dst, src, n);
  free(p);
}
void scale_checked(int n) {
  int tbl[8] = {0};
  if (n <= 0 || n >= 8) return;
  printf("%d", 100 / n);
  tbl[n] = 1;
}
`;
    const found = scanProject([
      { path: 'q/a.c', language: 'c', source: a },
      { path: 'q/b.c', language: 'c', source: b },
    ]);
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`))].sort()).toEqual([
      'q/b.c:10:c.unchecked-alloc-size',
      'q/b.c:11:c.unchecked-copy-size',
      'q/b.c:8:c.divide-by-zero',
      'q/b.c:9:c.unchecked-index',
    ]);
  });
  it('C++: data stored in a member by one method and used by another on the same object', () => {
    const src = `#include <cstdio>
#include <cstdlib>
#include <string>
class Runner {
public:
  void set(const char *c) { cmd = c; }
  void run() { system(cmd.c_str()); /*!*/ }
  void show() { printf("%s", cmd.c_str()); }
private:
  std::string cmd;
};
void f() {
  char in[100] = "";
  if (fgets(in, 100, stdin) == NULL) return;
  Runner r;
  r.set(in);
  r.show();
}
void g() {
  char in[100] = "";
  if (fgets(in, 100, stdin) == NULL) return;
  Runner *p = new Runner();
  p->set(in);
  p->run();
  delete p;
}
void h() {
  char in[100] = "";
  if (fgets(in, 100, stdin) == NULL) return;
  Runner a;
  Runner b;
  a.set(in);
  b.set("ls");
  b.run();
}
`;
    const r = check(src, 'cpp');
    expect(r.found).toEqual(r.want);
  });
});
