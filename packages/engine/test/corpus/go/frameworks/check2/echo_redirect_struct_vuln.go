package check2

import (
	"github.com/labstack/echo/v4"
	"net/http"
)

type holderEchoRedirectStructVuln struct {
	value string
	label string
}

func EchoRedirectStructVuln(c echo.Context) error {
	param := c.QueryParam("term")
	h := holderEchoRedirectStructVuln{value: param, label: "fixed"}
	bar := h.value
	// vigil: go.open-redirect
	return c.Redirect(http.StatusFound, bar)
}
