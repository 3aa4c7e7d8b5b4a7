package portal

import (
	"encoding/json"
	"net/http"

	"github.com/labstack/echo/v4"
)

func RegisterNotes(e *echo.Echo) {
	e.GET("/notes/title", noteTitle)
	e.GET("/notes/render", noteRender)
	e.GET("/notes/meta", noteMeta)
}

func noteTitle(c echo.Context) error {
	// vigil-ok: go.xss
	return c.String(http.StatusOK, "title: "+c.QueryParam("title"))
}

func noteRender(c echo.Context) error {
	c.Response().Header().Set(echo.HeaderContentType, echo.MIMETextHTMLCharsetUTF8)
	c.Response().WriteHeader(http.StatusOK)
	// vigil: go.xss
	_, err := c.Response().Write([]byte("<article>" + c.QueryParam("body") + "</article>"))
	return err
}

func noteMeta(c echo.Context) error {
	c.Response().Header().Set("Content-Type", "application/json")
	b, _ := json.Marshal(map[string]string{"title": c.QueryParam("title")})
	// vigil-ok: go.xss
	_, err := c.Response().Write(b)
	return err
}
