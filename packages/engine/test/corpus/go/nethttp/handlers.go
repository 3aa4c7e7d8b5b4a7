package main

import (
	"database/sql"
	"fmt"
	htmltemplate "html/template"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"text/template"
)

type Server struct {
	db      *sql.DB
	dataDir string
}

func (s *Server) handleUser(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	// vigil: go.sql-injection
	row := s.db.QueryRow("SELECT name, email FROM users WHERE id = '" + id + "'")
	var name, email string
	_ = row.Scan(&name, &email)
	// vigil-ok: go.sql-injection
	row = s.db.QueryRow("SELECT name, email FROM users WHERE id = $1", id)
	_ = row.Scan(&name, &email)
	fmt.Fprintf(w, "%s <%s>", htmltemplate.HTMLEscapeString(name), htmltemplate.HTMLEscapeString(email))
}

func (s *Server) handleSearch(w http.ResponseWriter, r *http.Request) {
	term := r.FormValue("q")
	query := fmt.Sprintf("SELECT id, title FROM posts WHERE title LIKE '%%%s%%'", term)
	// vigil: go.sql-injection
	rows, err := s.db.Query(query)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	w.Header().Set("Content-Type", "text/html")
	// vigil: go.xss
	fmt.Fprintf(w, "<h1>Results for %s</h1>", term)
	// vigil-ok: go.xss
	fmt.Fprintf(w, "<h2>Results for %s</h2>", htmltemplate.HTMLEscapeString(term))
}

func (s *Server) handleDelete(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.URL.Query().Get("id"))
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	// vigil-ok: go.sql-injection
	_, _ = s.db.Exec(fmt.Sprintf("DELETE FROM posts WHERE id = %d", id))
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) handleDownload(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("file")
	// vigil: go.path-traversal
	f, err := os.Open(filepath.Join(s.dataDir, name))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	_, _ = io.Copy(w, f)
}

func (s *Server) handleDownloadSafe(w http.ResponseWriter, r *http.Request) {
	name := filepath.Base(r.URL.Query().Get("file"))
	// vigil-ok: go.path-traversal
	data, err := os.ReadFile(filepath.Join(s.dataDir, name))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	_, _ = w.Write(data)
}

func (s *Server) handleUpload(w http.ResponseWriter, r *http.Request) {
	file, header, err := r.FormFile("doc")
	if err != nil {
		http.Error(w, "no file", http.StatusBadRequest)
		return
	}
	defer file.Close()
	data, _ := io.ReadAll(file)
	folder := r.FormValue("folder")
	// vigil: go.path-traversal
	_ = os.WriteFile(s.dataDir+"/"+folder+"/"+header.Filename, data, 0o644)
	// vigil-ok: go.path-traversal
	_ = os.WriteFile(filepath.Join(s.dataDir, "inbox", header.Filename), data, 0o644)
}

func (s *Server) handleConvert(w http.ResponseWriter, r *http.Request) {
	format := r.URL.Query().Get("format")
	// vigil: go.command-injection
	out, err := exec.Command("sh", "-c", "pandoc /srv/doc.md -t "+format).Output()
	if err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
		return
	}
	_, _ = w.Write(out)
}

func (s *Server) handleConvertSafe(w http.ResponseWriter, r *http.Request) {
	format := r.URL.Query().Get("format")
	// vigil-ok: go.command-injection
	out, err := exec.Command("pandoc", "/srv/doc.md", "-t", format).Output()
	if err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/plain")
	_, _ = w.Write(out)
}

func (s *Server) handleLogin(w http.ResponseWriter, r *http.Request) {
	next := r.URL.Query().Get("next")
	// vigil: go.open-redirect
	http.Redirect(w, r, next, http.StatusFound)
}

func (s *Server) handleLoginSafe(w http.ResponseWriter, r *http.Request) {
	next := r.URL.Query().Get("next")
	u, err := url.Parse(next)
	if err != nil || u.IsAbs() || u.Host != "" || !strings.HasPrefix(u.Path, "/") || strings.HasPrefix(next, "//") || strings.Contains(next, "\\") {
		next = "/"
	}
	// vigil-ok: go.open-redirect
	http.Redirect(w, r, next, http.StatusFound)
}

func (s *Server) handleFetch(w http.ResponseWriter, r *http.Request) {
	target := r.URL.Query().Get("url")
	// vigil: go.ssrf
	resp, err := http.Get(target)
	if err != nil {
		http.Error(w, "fetch failed", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	w.WriteHeader(resp.StatusCode)
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	svc := r.URL.Query().Get("svc")
	hosts := map[string]string{"api": "http://api.internal:8080/health", "db": "http://db-proxy.internal:9000/health"}
	target, ok := hosts[svc]
	if !ok {
		http.NotFound(w, r)
		return
	}
	// vigil-ok: go.ssrf
	resp, err := http.Get(target)
	if err == nil {
		resp.Body.Close()
	}
}

func (s *Server) handleGreeting(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	tpl := template.Must(template.New("greet").Parse("<p>Hello {{.}}</p>"))
	// vigil: go.xss
	_ = tpl.Execute(w, name)
	safeTpl := htmltemplate.Must(htmltemplate.New("greet").Parse("<p>Hello {{.}}</p>"))
	// vigil-ok: go.xss
	_ = safeTpl.Execute(w, name)
}

func (s *Server) handleCustomTemplate(w http.ResponseWriter, r *http.Request) {
	body := r.FormValue("template")
	// vigil: go.template-injection
	tpl, err := htmltemplate.New("custom").Parse(body)
	if err != nil {
		http.Error(w, "bad template", http.StatusBadRequest)
		return
	}
	_ = tpl.Execute(w, s)
}

func (s *Server) handleCardPreview(w http.ResponseWriter, r *http.Request) {
	layouts := map[string]string{
		"plain": `<p>{{.}}</p>`,
		"card":  `<div class="card"><h2>{{.}}</h2></div>`,
	}
	src, ok := layouts[r.FormValue("layout")]
	if !ok {
		http.Error(w, "unknown layout", http.StatusBadRequest)
		return
	}
	// vigil-ok: go.template-injection
	tpl, err := htmltemplate.New("card").Parse(src)
	if err != nil {
		http.Error(w, "bad layout", http.StatusInternalServerError)
		return
	}
	// The visitor's text is data for the template, escaped by html/template.
	_ = tpl.Execute(w, r.FormValue("title"))
}

func (s *Server) handleEcho(w http.ResponseWriter, r *http.Request) {
	msg := r.URL.Query().Get("msg")
	// vigil: go.xss
	_, _ = w.Write([]byte("<div>" + msg + "</div>"))
	// vigil-ok: go.xss
	_, _ = io.WriteString(w, "<div>"+htmltemplate.HTMLEscapeString(msg)+"</div>")
}
