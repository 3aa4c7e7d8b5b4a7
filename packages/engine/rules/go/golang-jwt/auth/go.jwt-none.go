package auth

import "github.com/golang-jwt/jwt/v5"

func Unsigned(uid string) (string, error) {
	// vigil: go.jwt-none
	t := jwt.NewWithClaims(jwt.SigningMethodNone, jwt.MapClaims{"sub": uid})
	// vigil: go.jwt-none
	return t.SignedString(jwt.UnsafeAllowNoneSignatureType)
}

func Signed(uid string, key []byte) (string, error) {
	// vigil-ok: go.jwt-none
	t := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.MapClaims{"sub": uid})
	return t.SignedString(key)
}
