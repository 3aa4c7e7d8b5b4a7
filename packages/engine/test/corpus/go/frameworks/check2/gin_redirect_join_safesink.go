package check2

import (
	"github.com/gin-gonic/gin"
	"net/http"
	"net/url"
	"strings"
)

func GinRedirectJoinSafesink(c *gin.Context) {
	param := c.Query("term")
	bar := strings.Join([]string{"", param}, "")
	// vigil-ok: go.open-redirect
	c.Redirect(http.StatusFound, "/home?tab="+url.QueryEscape(bar))
}
