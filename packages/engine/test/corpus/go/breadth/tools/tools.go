package tools

import (
	"crypto/md5"
	"crypto/rand"
	"crypto/rsa"
	"database/sql"
	"fmt"
	"html/template"
	"net/http"
	"os/exec"

	"github.com/gorilla/websocket"
)

func Convert(in, out string) error {
	// vigil: go.command-nonliteral
	return exec.Command("bash", "-c", "convert "+in+" "+out).Run()
}

func ConvertOK(in, out string) error {
	// vigil-ok: go.command-nonliteral
	return exec.Command("convert", in, out).Run()
}

func Rename(db *sql.DB, from, to string) error {
	// vigil: go.sql-nonliteral
	_, err := db.Exec("UPDATE items SET name = '" + to + "' WHERE name = '" + from + "'")
	return err
}

func Lookup(db *sql.DB, id string) (*sql.Row, error) {
	query := fmt.Sprintf("SELECT * FROM items WHERE id = %s", id)
	// vigil: go.sql-nonliteral
	return db.QueryRow(query), nil
}

func LookupOK(db *sql.DB, id int) *sql.Row {
	// vigil-ok: go.sql-nonliteral
	return db.QueryRow(fmt.Sprintf("SELECT * FROM items WHERE id = %d", id))
}

func Snippet(s string) template.HTML {
	// vigil: go.xss-sanitizer-bypass
	return template.HTML("<p>" + s + "</p>")
}

func Key() (*rsa.PrivateKey, error) {
	// vigil: go.weak-key-size
	return rsa.GenerateKey(rand.Reader, 512)
}

func Sum(b []byte) [16]byte {
	// vigil: go.weak-hash
	return md5.Sum(b)
}

var up = websocket.Upgrader{}

func Handler(w http.ResponseWriter, r *http.Request) {
	// vigil: go.websocket-origin-unchecked
	up.CheckOrigin = func(r *http.Request) bool { return true }
	conn, _ := up.Upgrade(w, r, nil)
	_ = conn
}
