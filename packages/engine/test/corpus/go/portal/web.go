// Package portal: the net/http front of a customer portal (sign-in, downloads, links back).
package portal

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

type Portal struct {
	Root    string
	Partner string
}

func (p *Portal) Routes(mux *http.ServeMux) {
	mux.HandleFunc("/back", p.back)
	mux.HandleFunc("/came-from", p.cameFrom)
	mux.HandleFunc("/continue", p.continueTo)
	mux.HandleFunc("/continue/app", p.continueInApp)
	mux.HandleFunc("/partner", p.partner)
	mux.HandleFunc("/partner/site", p.partnerSite)
	mux.HandleFunc("/files/", p.file)
	mux.HandleFunc("/raw/", p.raw)
	mux.HandleFunc("/mirror", p.mirror)
}

// RequireHTTPS sends plain-HTTP requests to the same address over TLS.
func RequireHTTPS(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.TLS == nil {
			r.URL.Host = r.Host
			r.URL.Scheme = "https"
			// vigil-ok: go.open-redirect
			http.Redirect(w, r, r.URL.String(), http.StatusMovedPermanently)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// mirror sends the request to the mirror host the client names: any host at all.
func (p *Portal) mirror(w http.ResponseWriter, r *http.Request) {
	u := *r.URL
	u.Scheme = "https"
	u.Host = r.URL.Query().Get("mirror")
	// vigil: go.open-redirect
	http.Redirect(w, r, u.String(), http.StatusFound)
}

func (p *Portal) back(w http.ResponseWriter, r *http.Request) {
	// vigil-ok: go.open-redirect
	http.Redirect(w, r, r.Referer(), http.StatusSeeOther)
}

func (p *Portal) cameFrom(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	// vigil: go.xss
	fmt.Fprintf(w, "<p>You came from <a href=\"%s\">here</a></p>", r.Referer())
}

func (p *Portal) continueTo(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if !strings.HasPrefix(next, "/") {
		next = "/"
	}
	// vigil: go.open-redirect
	http.Redirect(w, r, next, http.StatusFound)
}

func (p *Portal) continueInApp(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if !strings.HasPrefix(next, "/app/") {
		next = "/app/"
	}
	// vigil-ok: go.open-redirect
	http.Redirect(w, r, next, http.StatusFound)
}

func (p *Portal) partner(w http.ResponseWriter, r *http.Request) {
	target := r.FormValue("url")
	if strings.HasPrefix(target, "https://partner.example.com") {
		// vigil: go.open-redirect
		http.Redirect(w, r, target, http.StatusFound)
		return
	}
	http.Error(w, "unknown partner link", http.StatusBadRequest)
}

func (p *Portal) partnerSite(w http.ResponseWriter, r *http.Request) {
	target := r.FormValue("url")
	if strings.HasPrefix(target, "https://partner.example.com/") {
		// vigil-ok: go.open-redirect
		http.Redirect(w, r, target, http.StatusFound)
		return
	}
	http.Error(w, "unknown partner link", http.StatusBadRequest)
}

func (p *Portal) file(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	// vigil-ok: go.path-traversal
	data, err := os.ReadFile(filepath.Join(p.Root, filepath.Clean("/"+name)))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Write(data)
}

func (p *Portal) raw(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	// vigil: go.path-traversal
	data, err := os.ReadFile(filepath.Clean("/" + name))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Write(data)
}
