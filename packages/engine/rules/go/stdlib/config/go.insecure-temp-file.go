package export

import (
	"io/ioutil"
	"os"
	"path/filepath"
)

func writeReport(data []byte) error {
	// vigil: go.insecure-temp-file
	if err := os.WriteFile("/tmp/orders-report.csv", data, 0o600); err != nil {
		return err
	}
	// vigil: go.insecure-temp-file
	f, err := os.Create("/tmp/orders-" + "latest.csv")
	if err != nil {
		return err
	}
	defer f.Close()
	// vigil: go.insecure-temp-file
	return ioutil.WriteFile(`/tmp/orders.lock`, nil, 0o644)
}

func writeReportSafe(dir string, data []byte) error {
	// vigil-ok: go.insecure-temp-file
	tmp, err := os.CreateTemp("", "orders-*.csv")
	if err != nil {
		return err
	}
	defer tmp.Close()
	if _, err := tmp.Write(data); err != nil {
		return err
	}
	// vigil-ok: go.insecure-temp-file
	return os.WriteFile(filepath.Join(dir, "orders.csv"), data, 0o600)
}
