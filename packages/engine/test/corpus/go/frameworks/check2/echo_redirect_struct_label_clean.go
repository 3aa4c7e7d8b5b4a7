package check2

import (
	"github.com/labstack/echo/v4"
	"net/http"
)

type holderEchoRedirectStructLabelClean struct {
	value string
	label string
}

func EchoRedirectStructLabelClean(c echo.Context) error {
	param := c.QueryParam("term")
	h := holderEchoRedirectStructLabelClean{value: param, label: "fixed"}
	bar := h.label
	// vigil-ok: go.open-redirect
	return c.Redirect(http.StatusFound, bar)
}
