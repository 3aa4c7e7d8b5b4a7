package auth

import (
	"crypto/hmac"
	"crypto/sha256"
	"os"

	"github.com/golang-jwt/jwt/v5"
)

// vigil: go.hardcoded-key
var jwtSecret = []byte("my-jwt-signing-secret")

func Issue(uid string) (string, error) {
	t := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.MapClaims{"sub": uid})
	// vigil: go.hardcoded-key
	return t.SignedString([]byte("inline-signing-secret"))
}

func Sign(body []byte) []byte {
	// vigil: go.hardcoded-key
	m := hmac.New(sha256.New, []byte("webhook-secret-123"))
	m.Write(body)
	return m.Sum(nil)
}

func IssueSafe(uid string) (string, error) {
	t := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.MapClaims{"sub": uid})
	// vigil-ok: go.hardcoded-key
	return t.SignedString([]byte(os.Getenv("JWT_SECRET")))
}
