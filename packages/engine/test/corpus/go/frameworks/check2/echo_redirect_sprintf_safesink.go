package check2

import (
	"fmt"
	"github.com/labstack/echo/v4"
	"net/http"
	"net/url"
)

func EchoRedirectSprintfSafesink(c echo.Context) error {
	param := c.QueryParam("term")
	bar := fmt.Sprintf("%s", param)
	// vigil-ok: go.open-redirect
	return c.Redirect(http.StatusFound, "/home?tab="+url.QueryEscape(bar))
}
