package web

import (
	"net/http"
	"text/template"
)

var page = template.Must(template.New("p").Parse("<h1>Hello {{.Name}}</h1>"))

func Hello(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html")
	// vigil: go.xss
	page.Execute(w, map[string]string{"Name": r.URL.Query().Get("name")})
}
