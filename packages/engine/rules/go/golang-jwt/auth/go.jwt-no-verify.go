package auth

import "github.com/golang-jwt/jwt/v5"

func UserID(token string) (string, error) {
	claims := jwt.MapClaims{}
	// vigil: go.jwt-no-verify
	_, _, err := jwt.NewParser().ParseUnverified(token, claims)
	return claims["sub"].(string), err
}

func UserIDSafe(token string, key []byte) (string, error) {
	// vigil-ok: go.jwt-no-verify
	t, err := jwt.Parse(token, func(t *jwt.Token) (any, error) { return key, nil }, jwt.WithValidMethods([]string{"HS256"}))
	if err != nil {
		return "", err
	}
	return t.Claims.(jwt.MapClaims)["sub"].(string), nil
}
