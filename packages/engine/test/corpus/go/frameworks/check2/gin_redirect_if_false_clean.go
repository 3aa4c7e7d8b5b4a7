package check2

import (
	"github.com/gin-gonic/gin"
	"net/http"
)

func GinRedirectIfFalseClean(c *gin.Context) {
	param := c.Query("term")
	bar := "fixed"
	if 3 > 7 {
		bar = param
	}
	// vigil-ok: go.open-redirect
	c.Redirect(http.StatusFound, bar)
}
