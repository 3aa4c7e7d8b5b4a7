package handlers

import (
	"io"
	"net/http"
)

var allowed = map[string]bool{"api.example.com": true}

func Fetch(w http.ResponseWriter, r *http.Request) {
	url := r.URL.Query().Get("url")
	// vigil: go.ssrf
	resp, err := http.Get(url)
	if err != nil {
		return
	}
	defer resp.Body.Close()
	io.Copy(w, resp.Body)
	// vigil-ok: go.ssrf
	http.Get("https://api.example.com/health")
	// vigil: go.ssrf
	req, _ := http.NewRequest("GET", "http://"+r.FormValue("host")+"/v1", nil)
	http.DefaultClient.Do(req)
}
