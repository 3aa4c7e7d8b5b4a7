package fast

import "unsafe"

func BytesToString(b []byte) string {
	// vigil-ok: go.unsafe-block
	return *(*string)(unsafe.Pointer(&b))
}

func StringToBytes(s string) []byte {
	// vigil-ok: go.unsafe-block
	return unsafe.Slice(unsafe.StringData(s), len(s))
}

func Next(p *byte) *byte {
	// vigil: go.unsafe-block
	return (*byte)(unsafe.Add(unsafe.Pointer(p), 1))
}

func Field(p *[4]int64) *int64 {
	// vigil: go.unsafe-block
	return (*int64)(unsafe.Pointer(uintptr(unsafe.Pointer(p)) + 8))
}

func Size() uintptr {
	// vigil-ok: go.unsafe-block
	return unsafe.Sizeof(int64(0))
}

func StringToBytesOld(s string) []byte {
	// vigil-ok: go.unsafe-block
	return *(*[]byte)(unsafe.Pointer(
		&struct {
			string
			Cap int
		}{s, len(s)},
	))
}

func Shifted(b []byte) string {
	// vigil: go.unsafe-block
	return *(*string)(unsafe.Pointer(uintptr(unsafe.Pointer(&b)) + 8))
}
