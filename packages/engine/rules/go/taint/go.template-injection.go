package handlers

import (
	"html/template"
	"net/http"
)

func Render(w http.ResponseWriter, r *http.Request) {
	// vigil: go.template-injection
	t, _ := template.New("x").Parse(r.FormValue("tpl"))
	t.Execute(w, nil)
	// vigil-ok: go.template-injection
	t2, _ := template.New("y").Parse("<p>{{.}}</p>")
	// vigil-ok: go.xss
	t2.Execute(w, r.FormValue("name"))
}
