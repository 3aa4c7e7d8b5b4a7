<?php
require_once __DIR__ . '/db.php';

function item_tags($item_id)
{
    return inv_rows('SELECT tag FROM item_tags WHERE item_id = ?', array($item_id));
}

function item_record($item_id)
{
    return inv_row('SELECT name, shelf FROM items WHERE id = ?', array($item_id));
}

// cleans the id where the caller holds it: only the integer is left
function item_clean_id(&$value)
{
    $value = (int) $value;
}

// trims the caller's value in place: the text is still the request's
function item_trim(&$value)
{
    $value = trim($value);
}

// keeps the name of the file only, in place
function item_base_name(&$file)
{
    $file = basename($file);
    if (strpos($file, 'label_') !== 0) {
        return false;
    }
    return true;
}
