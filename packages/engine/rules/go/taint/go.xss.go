package handlers

import (
	"fmt"
	"html"
	htmltemplate "html/template"
	"net/http"
	"text/template"
)

var page = template.Must(template.New("p").Parse("<p>{{.}}</p>"))

func Hello(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	// vigil: go.xss
	fmt.Fprintf(w, "<h1>Hello %s</h1>", name)
	// vigil-ok: go.xss
	fmt.Fprintf(w, "<h1>Hello %s</h1>", html.EscapeString(name))
	// vigil: go.xss
	w.Write([]byte("<p>" + r.FormValue("msg") + "</p>"))
	// vigil: go.xss
	page.Execute(w, name)
	// vigil-ok: go.xss
	page.Execute(w, "static")
}

func HelloEscaped(w http.ResponseWriter, r *http.Request) {
	card := htmltemplate.Must(htmltemplate.New("card").Parse("<p>{{.}}</p>"))
	// vigil-ok: go.xss
	card.Execute(w, r.FormValue("name"))
}
