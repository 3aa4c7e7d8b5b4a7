package tokens

import (
	crand "crypto/rand"
	"encoding/hex"
	"fmt"
	"math/rand"
	mrand "math/rand"
)

const letters = "abcdefghijklmnopqrstuvwxyz0123456789"

func NewResetToken() string {
	b := make([]byte, 32)
	for i := range b {
		// vigil: go.insecure-random
		b[i] = letters[rand.Intn(len(letters))]
	}
	return string(b)
}

func Issue(u *User) {
	// vigil: go.insecure-random
	sessionID := fmt.Sprintf("%x", rand.Int63())
	u.SessionID = sessionID
}

func PickBackend(backends []string) string {
	// vigil-ok: go.insecure-random
	idx := rand.Intn(len(backends))
	return backends[idx]
}

func APIKey() string {
	b := make([]byte, 16)
	for i := range b {
		// vigil: go.insecure-random
		b[i] = byte(mrand.Intn(256))
	}
	return hex.EncodeToString(b)
}

func SecureAPIKey() string {
	b := make([]byte, 16)
	// vigil-ok: go.insecure-random
	crand.Read(b)
	return hex.EncodeToString(b)
}
