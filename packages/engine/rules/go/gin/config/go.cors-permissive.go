package api

import (
	"net/http"

	"github.com/gin-contrib/cors"
	"github.com/gin-gonic/gin"
)

func Setup(r *gin.Engine) {
	// vigil: go.cors-permissive
	r.Use(cors.New(cors.Config{AllowAllOrigins: true, AllowCredentials: true}))
	// vigil-ok: go.cors-permissive
	r.Use(cors.New(cors.Config{AllowOrigins: []string{"https://app.example.com"}, AllowCredentials: true}))
}

func Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// vigil: go.cors-permissive
		w.Header().Set("Access-Control-Allow-Origin", r.Header.Get("Origin"))
		w.Header().Set("Access-Control-Allow-Credentials", "true")
		next.ServeHTTP(w, r)
	})
}

func Public(w http.ResponseWriter, r *http.Request) {
	// vigil-ok: go.cors-permissive
	w.Header().Set("Access-Control-Allow-Origin", "*")
}
