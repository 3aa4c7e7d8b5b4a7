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

func RenderLater(w http.ResponseWriter, r *http.Request) {
	t := template.New("later")
	// vigil: go.template-injection
	if _, err := t.Parse(r.FormValue("tpl")); err != nil {
		http.Error(w, "bad template", http.StatusBadRequest)
		return
	}
	t.Execute(w, nil)
}
