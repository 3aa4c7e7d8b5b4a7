package store

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/des"
	"crypto/md5"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"encoding/hex"
	"errors"
	mrand "math/rand"
	"net/http"
	"os"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// vigil: go.hardcoded-password
const adminPassword = "adm1n-Passw0rd"

// OperatorPassword is the admin password the operator set; there is no built-in fallback.
func OperatorPassword() (string, error) {
	// vigil-ok: go.hardcoded-password
	adminPass := os.Getenv("STORE_ADMIN_PASSWORD")
	if adminPass == "" {
		return "", errors.New("STORE_ADMIN_PASSWORD is not set")
	}
	return adminPass, nil
}

func HashPassword(pw string) string {
	// vigil: go.weak-hash
	sum := md5.Sum([]byte(pw))
	return hex.EncodeToString(sum[:])
}

func ContentHash(b []byte) string {
	// vigil-ok: go.weak-hash
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

func LegacyEncrypt(key, block []byte) []byte {
	// vigil: go.weak-cipher
	c, _ := des.NewCipher(key)
	out := make([]byte, len(block))
	// vigil: go.ecb-mode
	c.Encrypt(out, block)
	return out
}

func EncryptBlocks(key, data []byte) []byte {
	c, _ := aes.NewCipher(key)
	out := make([]byte, len(data))
	for i := 0; i+aes.BlockSize <= len(data); i += aes.BlockSize {
		// vigil: go.ecb-mode
		c.Encrypt(out[i:i+aes.BlockSize], data[i:i+aes.BlockSize])
	}
	return out
}

// Seal encrypts each record with AES-GCM under its own random nonce (nonce || ciphertext || tag).
func Seal(key []byte, records [][]byte) ([][]byte, error) {
	// vigil-ok: go.weak-cipher
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	out := make([][]byte, 0, len(records))
	for _, rec := range records {
		nonce := make([]byte, gcm.NonceSize())
		if _, err := rand.Read(nonce); err != nil {
			return nil, err
		}
		// vigil-ok: go.ecb-mode
		out = append(out, gcm.Seal(nonce, nonce, rec, nil))
	}
	return out, nil
}

func ResetToken() string {
	b := make([]byte, 16)
	for i := range b {
		// vigil: go.insecure-random
		b[i] = byte(mrand.Intn(256))
	}
	return hex.EncodeToString(b)
}

func SessionID() string {
	b := make([]byte, 32)
	// vigil-ok: go.insecure-random
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func Jitter() time.Duration {
	// vigil-ok: go.insecure-random
	return time.Duration(mrand.Intn(500)) * time.Millisecond
}

func PartnerClient() *http.Client {
	return &http.Client{Transport: &http.Transport{
		// vigil: go.tls-verify-disabled
		TLSClientConfig: &tls.Config{InsecureSkipVerify: true},
	}}
}

func ModernClient() *http.Client {
	return &http.Client{Transport: &http.Transport{
		// vigil-ok: go.tls-verify-disabled
		TLSClientConfig: &tls.Config{MinVersion: tls.VersionTLS12},
	}}
}

func SetSession(w http.ResponseWriter, id string) {
	// vigil: go.cookie-insecure
	http.SetCookie(w, &http.Cookie{Name: "session", Value: id, Path: "/"})
	// vigil-ok: go.cookie-insecure
	http.SetCookie(w, &http.Cookie{Name: "session2", Value: id, Path: "/", Secure: true, HttpOnly: true, SameSite: http.SameSiteLaxMode})
}

func Claims(token string) (jwt.MapClaims, error) {
	claims := jwt.MapClaims{}
	// vigil: go.jwt-no-verify
	_, _, err := jwt.NewParser().ParseUnverified(token, claims)
	return claims, err
}

func VerifiedClaims(token string, key []byte) (jwt.MapClaims, error) {
	claims := jwt.MapClaims{}
	// vigil-ok: go.jwt-no-verify
	_, err := jwt.ParseWithClaims(token, claims, func(t *jwt.Token) (interface{}, error) { return key, nil }, jwt.WithValidMethods([]string{"HS256"}))
	return claims, err
}

func CheckAdmin(pw string) bool {
	return pw == adminPassword
}
