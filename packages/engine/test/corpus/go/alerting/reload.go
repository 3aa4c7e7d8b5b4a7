package alerting

import (
	"crypto/md5"
	"encoding/binary"
)

// configHashAsMetricValue turns the loaded configuration into a gauge value, so a dashboard shows
// when two instances run different files.
func configHashAsMetricValue(data []byte) float64 {
	// vigil-ok: go.weak-hash
	sum := md5.Sum(data)
	b := make([]byte, 8)
	copy(b, sum[0:6])
	return float64(binary.LittleEndian.Uint64(b))
}

// silenceTokenDigest names the token a user must present to delete a silence.
func silenceTokenDigest(data []byte) []byte {
	// vigil: go.weak-hash
	sum := md5.Sum(data)
	return sum[:]
}
