package check2

import (
	"github.com/labstack/echo/v4"
	"html"
	"net/http"
)

type holderEchoXssStructSafesink struct {
	value string
	label string
}

func EchoXssStructSafesink(c echo.Context) error {
	param := c.QueryParam("term")
	h := holderEchoXssStructSafesink{value: param, label: "fixed"}
	bar := h.value
	// vigil-ok: go.xss
	return c.HTML(http.StatusOK, "<p>"+html.EscapeString(bar)+"</p>")
}
