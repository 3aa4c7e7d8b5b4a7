<?php
// Request filters of a directory browser: form arrays escaped element by element before display.

/** Escapes a form value for HTML; arrays are escaped element by element, nested ones too. */
function escape_form($data)
{
    if (gettype($data) == 'array') {
        foreach ($data as $key => $value) {
            if (gettype($value) == 'array') {
                $data[$key] = escape_form($value);
            } else {
                $data[$key] = htmlspecialchars($value, ENT_QUOTES, 'UTF-8');
            }
        }
        return $data;
    }
    return htmlspecialchars($data, ENT_QUOTES, 'UTF-8');
}

/** Escapes only the fields listed in $fields; the other elements keep what the client sent. */
function escape_listed($data, $fields)
{
    foreach ($data as $key => $value) {
        if (in_array($key, $fields)) {
            $data[$key] = htmlspecialchars($value, ENT_QUOTES, 'UTF-8');
        }
    }
    return $data;
}

/** Trims every element: whitespace goes, markup stays. */
function trim_all($data)
{
    foreach ($data as $key => $value) {
        $data[$key] = trim($value);
    }
    return $data;
}

$attrs = escape_form($_POST['attrs'] ?? []);
// vigil-ok: php.xss
printf('<input type="hidden" name="dn" value="%s" />', $attrs['dn']);

$search = escape_listed($_POST['search'] ?? [], ['base', 'scope']);
// vigil: php.xss
printf('<input type="text" name="filter" value="%s" />', $search['filter']);

$query = trim_all($_GET['query'] ?? []);
// vigil: php.xss
echo '<h2>Results for ' . $query['term'] . '</h2>';

$labels = $_GET['labels'] ?? [];
foreach ($labels as $i => $label) {
    $labels[$i] = htmlspecialchars($label, ENT_QUOTES, 'UTF-8');
}
// vigil-ok: php.xss
echo '<span class="label">' . $labels['first'] . '</span>';

$notes = $_GET['notes'] ?? [];
foreach ($notes as $i => $note) {
    // the body is kept as entered
    if ($i === 'body') {
        continue;
    }
    $notes[$i] = htmlspecialchars($note, ENT_QUOTES, 'UTF-8');
}
// vigil: php.xss
echo '<pre class="note">' . $notes['body'] . '</pre>';
