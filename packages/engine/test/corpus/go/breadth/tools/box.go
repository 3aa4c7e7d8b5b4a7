package tools

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"io"
)

func BoxFixed(key, msg []byte) []byte {
	block, _ := aes.NewCipher(key)
	out := make([]byte, len(msg))
	// vigil: go.static-iv
	cipher.NewCFBEncrypter(block, []byte("abcdefghijklmnop")).XORKeyStream(out, msg)
	return out
}

func Box(key, msg []byte) []byte {
	block, _ := aes.NewCipher(key)
	iv := make([]byte, aes.BlockSize)
	if _, err := io.ReadFull(rand.Reader, iv); err != nil {
		return nil
	}
	out := make([]byte, len(msg))
	// vigil-ok: go.static-iv
	cipher.NewCFBEncrypter(block, iv).XORKeyStream(out, msg)
	return append(iv, out...)
}
