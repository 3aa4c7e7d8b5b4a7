package check2

import (
	"fmt"
	"github.com/gin-gonic/gin"
	"net/http"
)

func GinRedirectSprintfVuln(c *gin.Context) {
	param := c.Query("term")
	bar := fmt.Sprintf("%s", param)
	// vigil: go.open-redirect
	c.Redirect(http.StatusFound, bar)
}
