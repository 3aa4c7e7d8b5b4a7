package main

import (
	"net/http"
	// vigil: go.debug-enabled
	_ "net/http/pprof"
	// vigil-ok: go.debug-enabled
	_ "embed"

	"github.com/gin-gonic/gin"
)

func main() {
	// vigil: go.debug-enabled
	gin.SetMode(gin.DebugMode)
	// vigil-ok: go.debug-enabled
	gin.SetMode(gin.ReleaseMode)
	http.ListenAndServe(":8080", nil)
}
