package views

import (
	"html/template"
	"net/http"

	"github.com/microcosm-cc/bluemonday"
)

var policy = bluemonday.UGCPolicy()

type Profile struct{ Bio, Link string }

func Render(w http.ResponseWriter, t *template.Template, p Profile, bio, link string) error {
	data := map[string]interface{}{
		// vigil: go.xss-sanitizer-bypass
		"Bio": template.HTML(bio),
		// vigil: go.xss-sanitizer-bypass
		"Link": template.URL("javascript:" + link),
		// vigil-todo: go.xss-sanitizer-bypass
		"Raw": template.HTML(p.Bio),
		// vigil-ok: go.xss-sanitizer-bypass
		"Rule": template.HTML("<hr/>"),
		// vigil-ok: go.xss-sanitizer-bypass
		"Clean": template.HTML(policy.Sanitize(p.Bio)),
		// vigil-ok: go.xss-sanitizer-bypass
		"Plain": p.Bio,
	}
	return t.Execute(w, data)
}
