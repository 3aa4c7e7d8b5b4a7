package crypt

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/des"
	"crypto/rc4"
)

func Legacy(key []byte) (cipher.Block, error) {
	// vigil: go.weak-cipher
	return des.NewTripleDESCipher(key)
}

func Stream(key []byte) (*rc4.Cipher, error) {
	// vigil: go.weak-cipher
	return rc4.NewCipher(key)
}

func Modern(key []byte) (cipher.AEAD, error) {
	// vigil-ok: go.weak-cipher
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}
