package check2

import (
	"fmt"
	"github.com/gin-gonic/gin"
	"html"
	"net/http"
)

func GinXssSprintfSafesink(c *gin.Context) {
	param := c.Query("term")
	bar := fmt.Sprintf("%s", param)
	// vigil-ok: go.xss
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte("<p>"+html.EscapeString(bar)+"</p>"))
}
