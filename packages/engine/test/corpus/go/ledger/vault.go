package vault

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/des"
	"crypto/md5"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/tls"
	"database/sql"
	"encoding/gob"
	"encoding/xml"
	"fmt"
	"html/template"
	"io/ioutil"
	"log"
	"math/rand"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	crand "crypto/rand"
	ttemplate "text/template"

	"github.com/golang-jwt/jwt/v5"
)

// vigil: go.hardcoded-password
const vaultAPIKey = "vk_live_7f3a9c2e41b84d0f9a2c"

type Store struct {
	db *sql.DB
}

func (s *Store) byOwner(w http.ResponseWriter, r *http.Request) {
	owner := r.URL.Query().Get("owner")
	// vigil: go.sql-injection
	rows, _ := s.db.Query(fmt.Sprintf("SELECT id FROM vaults WHERE owner = '%s'", owner))
	defer rows.Close()
	// vigil-ok: go.sql-injection
	rows2, _ := s.db.Query("SELECT id FROM vaults WHERE owner = $1", owner)
	defer rows2.Close()
}

func (s *Store) archive(w http.ResponseWriter, r *http.Request) {
	name := r.FormValue("name")
	// vigil: go.command-injection
	exec.Command("sh", "-c", "tar czf /srv/archive.tgz "+name).Run()
	// vigil-ok: go.command-injection
	exec.Command("tar", "czf", "/srv/archive.tgz", "--", filepath.Base(name)).Run()
}

func (s *Store) download(w http.ResponseWriter, r *http.Request) {
	file := r.URL.Query().Get("file")
	// vigil: go.path-traversal
	data, _ := ioutil.ReadFile(filepath.Join("/srv/vault", file))
	w.Write(data)
	// vigil-ok: go.path-traversal
	safe, _ := ioutil.ReadFile(filepath.Join("/srv/vault", filepath.Base(file)))
	w.Write(safe)
}

func (s *Store) fetch(w http.ResponseWriter, r *http.Request) {
	target := r.URL.Query().Get("url")
	// vigil: go.ssrf
	resp, _ := http.Get(target)
	defer resp.Body.Close()
}

func (s *Store) back(w http.ResponseWriter, r *http.Request) {
	next := r.URL.Query().Get("next")
	// vigil: go.open-redirect
	http.Redirect(w, r, next, http.StatusFound)
	// vigil-ok: go.open-redirect
	http.Redirect(w, r, "/vaults", http.StatusFound)
}

func (s *Store) greet(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	t := template.Must(template.New("g").Parse("<p>{{.}}</p>"))
	// vigil: go.xss
	t.Execute(w, template.HTML(name))
	// vigil-ok: go.xss
	t.Execute(w, name)
}

func (s *Store) note(w http.ResponseWriter, r *http.Request) {
	body := r.FormValue("body")
	tt := ttemplate.Must(ttemplate.New("n").Parse("<div>{{.}}</div>"))
	// vigil: go.xss
	tt.Execute(w, body)
}

func (s *Store) restore(w http.ResponseWriter, r *http.Request) {
	var snapshot map[string]interface{}
	// vigil-ok: go.insecure-deserialization
	gob.NewDecoder(r.Body).Decode(&snapshot)
}

func (s *Store) importXML(w http.ResponseWriter, r *http.Request) {
	var doc struct{ Name string }
	// vigil-ok: go.xxe
	xml.NewDecoder(r.Body).Decode(&doc)
}

func (s *Store) setSession(w http.ResponseWriter, token string) {
	// vigil: go.cookie-insecure
	http.SetCookie(w, &http.Cookie{Name: "session", Value: token, HttpOnly: false, Secure: false})
	// vigil-ok: go.cookie-insecure
	http.SetCookie(w, &http.Cookie{Name: "session", Value: token, HttpOnly: true, Secure: true, SameSite: http.SameSiteStrictMode})
}

func cors(w http.ResponseWriter) {
	// vigil: go.cors-permissive
	w.Header().Set("Access-Control-Allow-Origin", "*")
	w.Header().Set("Access-Control-Allow-Credentials", "true")
}

func client() *http.Client {
	// vigil: go.tls-verify-disabled
	tr := &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}
	return &http.Client{Transport: tr}
}

func server() *tls.Config {
	// vigil: go.weak-tls
	return &tls.Config{MinVersion: tls.VersionTLS10}
}

func serverOK() *tls.Config {
	// vigil-ok: go.weak-tls
	return &tls.Config{MinVersion: tls.VersionTLS12}
}

func hashPassword(password string) []byte {
	// vigil: go.weak-hash
	sum := md5.Sum([]byte(password))
	return sum[:]
}

func hashPasswordOK(password string) []byte {
	// vigil-ok: go.weak-hash
	sum := sha256.Sum256([]byte(password))
	return sum[:]
}

func legacyCipher(key []byte) cipher.Block {
	// vigil: go.weak-cipher
	b, _ := des.NewTripleDESCipher(key)
	return b
}

func sealECB(key, plain []byte) []byte {
	block, _ := aes.NewCipher(key)
	out := make([]byte, len(plain))
	// one raw block call: key wrapping, CMAC and hand-built modes use it too
	// vigil-todo: go.ecb-mode
	block.Encrypt(out, plain)
	return out
}

func sealCBC(key, plain []byte) []byte {
	block, _ := aes.NewCipher(key)
	iv := []byte("0123456789abcdef")
	out := make([]byte, len(plain))
	// vigil: go.static-iv
	cipher.NewCBCEncrypter(block, iv).CryptBlocks(out, plain)
	return out
}

func sealGCM(key, plain []byte) []byte {
	block, _ := aes.NewCipher(key)
	gcm, _ := cipher.NewGCM(block)
	nonce := make([]byte, gcm.NonceSize())
	// vigil-ok: go.static-iv
	crand.Read(nonce)
	return gcm.Seal(nonce, nonce, plain, nil)
}

func newKey() *rsa.PrivateKey {
	// vigil: go.weak-key-size
	k, _ := rsa.GenerateKey(crand.Reader, 1024)
	return k
}

func newKeyOK() *rsa.PrivateKey {
	// vigil-ok: go.weak-key-size
	k, _ := rsa.GenerateKey(crand.Reader, 3072)
	return k
}

func resetToken() string {
	b := make([]byte, 16)
	for i := range b {
		// vigil: go.insecure-random
		b[i] = byte(rand.Intn(256))
	}
	return fmt.Sprintf("%x", b)
}

func parseToken(tokenString string) (*jwt.Token, error) {
	// vigil: go.jwt-no-verify
	tok, _, err := jwt.NewParser().ParseUnverified(tokenString, jwt.MapClaims{})
	return tok, err
}

func signNone() (string, error) {
	// vigil: go.jwt-none
	return jwt.NewWithClaims(jwt.SigningMethodNone, jwt.MapClaims{"sub": "svc"}).SignedString(jwt.UnsafeAllowNoneSignatureType)
}

func dbConn() (*sql.DB, error) {
	// vigil: go.hardcoded-password, secrets.database-url
	return sql.Open("postgres", "postgres://vault:Tr0ub4dor-vault@db/vault")
}

func dbConnOK() (*sql.DB, error) {
	// vigil-ok: go.hardcoded-password
	return sql.Open("postgres", os.Getenv("DATABASE_URL"))
}

func scratch(data []byte) {
	// vigil: go.insecure-temp-file
	ioutil.WriteFile("/tmp/vault-export.json", data, 0644)
	// vigil-ok: go.insecure-temp-file
	f, _ := os.CreateTemp("", "vault-export-*.json")
	f.Write(data)
}

func keep(data []byte) {
	// the umask takes write for others away; readable by all for a key file
	// vigil-todo: go.insecure-permissions
	os.WriteFile("/srv/vault/keys.pem", data, 0777)
	// vigil-ok: go.insecure-permissions
	os.WriteFile("/srv/vault/keys.pem", data, 0600)
}

func login(user, password string) {
	// vigil: go.cleartext-logging
	log.Printf("login %s with password %s", user, password)
	// vigil-ok: go.cleartext-logging
	log.Printf("login %s", user)
}

func serve(h http.Handler) {
	// vigil-ok: go.cleartext-transport
	http.ListenAndServe(":8080", h)
	// vigil-ok: go.cleartext-transport
	http.ListenAndServeTLS(":8443", "cert.pem", "key.pem", h)
}

var _ = bytes.NewReader
var _ = vaultAPIKey
