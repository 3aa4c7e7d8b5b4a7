package web

import (
	"crypto/des"
	"crypto/md5"
	"crypto/rc4"
	"crypto/rsa"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/tls"
	"database/sql"
	"fmt"
	"html/template"
	"math/rand"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/golang-jwt/jwt/v5"
	"github.com/gorilla/websocket"
	crand "crypto/rand"
)

type Store struct{ db *sql.DB }

func Client() *http.Client {
	// vigil: go.tls-verify-disabled
	cfg := &tls.Config{InsecureSkipVerify: true}
	return &http.Client{Transport: &http.Transport{TLSClientConfig: cfg}}
}

func ClientOK() *http.Client {
	// vigil-ok: go.tls-verify-disabled
	cfg := &tls.Config{MinVersion: tls.VersionTLS12}
	return &http.Client{Transport: &http.Transport{TLSClientConfig: cfg}}
}

func Protect(data []byte, key []byte) {
	// vigil: go.weak-hash
	a := md5.Sum(data)
	// vigil: go.weak-hash
	b := sha1.Sum(data)
	// vigil-ok: go.weak-hash
	c := sha256.Sum256(data)
	// vigil: go.weak-cipher
	d, _ := des.NewCipher(key)
	// vigil: go.weak-cipher
	e, _ := rc4.NewCipher(key)
	fmt.Println(a, b, c, d, e)
}

func ResetToken() string {
	// vigil: go.insecure-random
	return fmt.Sprintf("%d", rand.Int63())
}

func ResetTokenOK() string {
	buf := make([]byte, 16)
	// vigil-ok: go.insecure-random
	crand.Read(buf)
	return fmt.Sprintf("%x", buf)
}

func RunScript(script string) error {
	// vigil: go.command-nonliteral
	return exec.Command("sh", "-c", script).Run()
}

func RunTool(arg string) error {
	// vigil-ok: go.command-injection
	return exec.Command("git", "log", "--", arg).Run()
}

func (s *Store) Find(name string) (*sql.Rows, error) {
	// vigil: go.sql-nonliteral
	return s.db.Query(fmt.Sprintf("SELECT id FROM users WHERE name = '%s'", name))
}

func (s *Store) FindConcat(name string) (*sql.Rows, error) {
	q := "SELECT id FROM users WHERE name = '" + name + "'"
	// vigil: go.sql-nonliteral
	return s.db.Query(q)
}

func (s *Store) FindOK(name string) (*sql.Rows, error) {
	// vigil-ok: go.sql-injection
	return s.db.Query("SELECT id FROM users WHERE name = $1", name)
}

func Render(w http.ResponseWriter, bio string) {
	// vigil: go.xss-sanitizer-bypass
	v := template.HTML(bio)
	// vigil-ok: go.xss
	sep := template.HTML("<hr/>")
	fmt.Fprint(w, v, sep)
}

func Download(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("file")
	// vigil: go.path-traversal
	data, _ := os.ReadFile(filepath.Join("/srv/files", name))
	// vigil-ok: go.path-traversal
	ok, _ := os.ReadFile(filepath.Join("/srv/files", filepath.Base(name)))
	w.Write(data)
	w.Write(ok)
}

var upgrader = websocket.Upgrader{
	// vigil: go.websocket-origin-unchecked
	CheckOrigin: func(r *http.Request) bool { return true },
}

var strictUpgrader = websocket.Upgrader{
	// vigil-ok: go.websocket-origin-unchecked
	CheckOrigin: func(r *http.Request) bool { return r.Header.Get("Origin") == "https://app.example.com" },
}

func Claims(tokenString string) (jwt.MapClaims, error) {
	claims := jwt.MapClaims{}
	// vigil: go.jwt-no-verify
	_, _, err := jwt.NewParser().ParseUnverified(tokenString, claims)
	return claims, err
}

func Keys() (*rsa.PrivateKey, error) {
	// vigil: go.weak-key-size
	return rsa.GenerateKey(crand.Reader, 1024)
}

func KeysOK() (*rsa.PrivateKey, error) {
	// vigil-ok: go.weak-key-size
	return rsa.GenerateKey(crand.Reader, 3072)
}

func Serve(w http.ResponseWriter, r *http.Request) {
	// vigil: go.cookie-insecure
	http.SetCookie(w, &http.Cookie{Name: "sid", Value: "x", Secure: false, HttpOnly: false})
}
