package main

import (
	"html/template"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"strconv"

	"golang.org/x/crypto/ssh"
	"golang.org/x/crypto/ssh/knownhosts"
)

// The support gateway: forwards to the regional back ends, sends users back where they came from,
// renders the status widget and syncs its spool to the mirror host.

var backends = map[string]string{
	"eu": "https://eu.backend.internal",
	"us": "https://us.backend.internal",
}

var widget = template.Must(template.New("w").Parse(`<script>var cfg = {{.Config}};</script><a href="{{.Link}}">status</a>`))

func forward(w http.ResponseWriter, r *http.Request) {
	target, err := url.Parse(r.URL.Query().Get("upstream"))
	if err != nil {
		http.Error(w, "bad upstream", http.StatusBadRequest)
		return
	}
	// vigil: go.ssrf
	httputil.NewSingleHostReverseProxy(target).ServeHTTP(w, r)
}

func forwardRegion(w http.ResponseWriter, r *http.Request) {
	base, ok := backends[r.URL.Query().Get("region")]
	if !ok {
		http.NotFound(w, r)
		return
	}
	target, _ := url.Parse(base)
	// vigil-ok: go.ssrf
	httputil.NewSingleHostReverseProxy(target).ServeHTTP(w, r)
}

func back(w http.ResponseWriter, r *http.Request) {
	// vigil: go.open-redirect
	w.Header().Set("Location", r.URL.Query().Get("from"))
	w.WriteHeader(http.StatusSeeOther)
}

func backHome(w http.ResponseWriter, r *http.Request) {
	// vigil-ok: go.open-redirect
	w.Header().Set("Location", "/tickets?page="+strconv.Itoa(pageOf(r)))
	// vigil-ok: go.open-redirect
	w.Header().Set("X-Ticket-From", r.URL.Query().Get("from"))
	w.WriteHeader(http.StatusSeeOther)
}

func status(w http.ResponseWriter, r *http.Request) {
	data := map[string]interface{}{
		// vigil: go.xss
		"Config": template.JS(r.URL.Query().Get("cfg")),
		// vigil: go.xss
		"Link": template.URL(r.URL.Query().Get("link")),
	}
	widget.Execute(w, data)
}

func statusSafe(w http.ResponseWriter, r *http.Request) {
	data := map[string]interface{}{
		// vigil-ok: go.xss
		"Config": template.JS(strconv.Itoa(pageOf(r))),
		// vigil-ok: go.xss
		"Link": r.URL.Query().Get("link"),
	}
	widget.Execute(w, data)
}

func pageOf(r *http.Request) int {
	n, _ := strconv.Atoi(r.URL.Query().Get("page"))
	return n
}

func syncSpool(dir string, user string, signer ssh.Signer) error {
	// vigil: go.insecure-permissions
	if err := os.Chmod(dir, 0777); err != nil {
		return err
	}
	// vigil-ok: go.insecure-permissions
	if err := os.Chmod(dir, 0750); err != nil {
		return err
	}
	hosts, err := knownhosts.New("/etc/gateway/known_hosts")
	if err != nil {
		return err
	}
	// vigil-ok: go.ssh-host-key-unverified
	checked := &ssh.ClientConfig{User: user, Auth: []ssh.AuthMethod{ssh.PublicKeys(signer)}, HostKeyCallback: hosts}
	// vigil: go.ssh-host-key-unverified
	quick := &ssh.ClientConfig{User: user, Auth: []ssh.AuthMethod{ssh.PublicKeys(signer)}, HostKeyCallback: ssh.InsecureIgnoreHostKey()}
	_, _ = checked, quick
	return nil
}

func main() {
	http.HandleFunc("/forward", forward)
	http.HandleFunc("/forward/region", forwardRegion)
	http.HandleFunc("/back", back)
	http.HandleFunc("/back/home", backHome)
	http.HandleFunc("/status", status)
	http.HandleFunc("/status/safe", statusSafe)
	http.ListenAndServe(":8080", nil)
}
