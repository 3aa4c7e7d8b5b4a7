package keys

import (
	"crypto/rand"
	"crypto/rsa"
)

func Legacy() (*rsa.PrivateKey, error) {
	// vigil: go.weak-key-size
	return rsa.GenerateKey(rand.Reader, 1024)
}

func Current() (*rsa.PrivateKey, error) {
	// vigil-ok: go.weak-key-size
	return rsa.GenerateKey(rand.Reader, 3072)
}
