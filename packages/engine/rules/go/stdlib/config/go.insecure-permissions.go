package main

import "os"

func publish(path string, f *os.File) error {
	// vigil: go.insecure-permissions
	if err := os.Chmod(path, 0777); err != nil {
		return err
	}
	// vigil: go.insecure-permissions
	os.Chmod(path+".lock", 0o666)
	// vigil: go.insecure-permissions
	f.Chmod(os.ModePerm)
	// vigil-ok: go.insecure-permissions
	os.Chmod(path, 0755)
	// vigil-ok: go.insecure-permissions
	f.Chmod(0o640)
	// vigil-ok: go.insecure-permissions
	return os.MkdirAll(path+".d", 0777)
}
