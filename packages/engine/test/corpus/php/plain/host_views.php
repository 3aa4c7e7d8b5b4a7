<?php
// Host pages of a monitoring frontend: a view object renders a template whose tag classes encode
// what they are given; form fields write their value into an escaped attribute.

class CView
{
    private $name;
    private $data;

    public function __construct($name, array $data = [])
    {
        $this->name = $name;
        $this->data = $data;
    }

    public function getOutput()
    {
        $data = $this->data;
        ob_start();
        include __DIR__ . '/views/' . basename($this->name) . '.php';
        return ob_get_clean();
    }
}

class html_inputfield
{
    private $attrib;

    public function __construct($attrib = [])
    {
        $this->attrib = $attrib;
    }

    public function show($value = null)
    {
        $out = '<input';
        foreach ($this->attrib + ['value' => $value] as $k => $v) {
            $out .= ' ' . $k . '="' . htmlspecialchars((string) $v, ENT_COMPAT) . '"';
        }
        return $out . '>';
    }
}

$data = ['name' => $_GET['name'] ?? '', 'sort' => $_GET['sort'] ?? 'name'];
// vigil-ok: php.xss
echo (new CView('host.list', $data))->getOutput();
// vigil: php.xss
echo '<h1>Hosts matching ' . $data['name'] . '</h1>';

$field = new html_inputfield(['name' => '_host', 'size' => 30]);
// vigil-ok: php.xss
echo $field->show($_POST['_host'] ?? '');
// vigil: php.xss
echo '<input name="_host" value="' . ($_POST['_host'] ?? '') . '">';
