package check2

import (
	"github.com/labstack/echo/v4"
	"net/http"
)

func EchoXssSliceOtherClean(c echo.Context) error {
	param := c.QueryParam("term")
	xs := []string{"fixed", param}
	bar := xs[0]
	// vigil-ok: go.xss
	return c.HTML(http.StatusOK, "<p>"+bar+"</p>")
}
